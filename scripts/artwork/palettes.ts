import type { TimeOfDay } from '../../web/content/images.ts'

/** Brand colours (web/app.css) that the artwork leans on. */
export const brand = {
  navy950: '#06142b',
  navy900: '#0b1f3f',
  navy800: '#132d57',
  navy700: '#1d3f73',
  gold600: '#a8802f',
  gold500: '#c39a45',
  gold400: '#d6b46a',
  gold200: '#efdcae',
  sand100: '#f7f1e6',
  sand50: '#fbf8f2',
} as const

export interface Palette {
  /** Zenith to horizon. */
  sky: readonly string[]
  light: {
    body: 'sun' | 'moon' | 'none'
    colour: string
    glow: string
    glowStrength: number
    /** Height above the horizon as a share of the sky; negative sits just below it. */
    altitude: number
    /** Radius as a share of the artwork's width. */
    size: number
  }
  /** Horizon to foreground. */
  sea: readonly string[]
  waveLight: string
  waveShade: string
  sparkle: string
  /** Hazy land near the horizon, then nearer land. */
  farLand: string
  nearLand: string
  cloud: string
  cloudLit: string
  cloudiness: number
  stars: number
  /** Boats and buildings read as dark shapes against the light. */
  backlit: boolean
  lampsOn: boolean
  hull: string
  hullShade: string
  glass: string
  rim: string
  sand: string
}

const daylight = {
  backlit: false,
  lampsOn: false,
  stars: 0,
  hull: brand.sand50,
  glass: brand.navy950,
  rim: brand.gold500,
}

const evening = {
  backlit: true,
  hull: '#0c1930',
  hullShade: '#081226',
  glass: '#1c3056',
  rim: brand.gold400,
}

export const palettes: Record<TimeOfDay, Palette> = {
  dawn: {
    ...daylight,
    sky: ['#2d4673', '#6c7aa3', '#b9a3b4', '#eec7a6', '#f7e4c6'],
    light: { body: 'sun', colour: '#fff6e2', glow: '#f8d6a2', glowStrength: 0.75, altitude: 0.06, size: 0.032 },
    sea: ['#ead2b2', '#a9a4b6', '#5a6a91', '#233b63'],
    waveLight: '#f8e6c8',
    waveShade: '#23365e',
    sparkle: '#fff4de',
    farLand: '#8a88a4',
    nearLand: '#2a3656',
    cloud: '#f4dccb',
    cloudLit: '#f9cf9f',
    cloudiness: 0.6,
    hull: '#f1ebe3',
    hullShade: '#b9b5c1',
    sand: '#e9d3b5',
  },
  morning: {
    ...daylight,
    sky: ['#3a73b0', '#6d9dcb', '#a9cae3', '#e6eee9'],
    light: { body: 'sun', colour: '#fffdf5', glow: '#fff3d6', glowStrength: 0.55, altitude: 0.62, size: 0.026 },
    sea: ['#a7cbd8', '#5d97b8', '#296892', '#123c66'],
    waveLight: '#eef7f8',
    waveShade: '#0f3558',
    sparkle: '#ffffff',
    farLand: '#7c9fb6',
    nearLand: '#2e5a63',
    cloud: '#ffffff',
    cloudLit: '#f4f1ea',
    cloudiness: 0.45,
    hullShade: '#c3cbd6',
    sand: '#efe2c8',
  },
  midday: {
    ...daylight,
    sky: ['#1f5aa0', '#4a8bc8', '#93c2e4', '#def0f4'],
    light: { body: 'sun', colour: '#ffffff', glow: '#fff8e2', glowStrength: 0.5, altitude: 0.95, size: 0.024 },
    sea: ['#93d3d8', '#45a6bf', '#1b7099', '#0c426c'],
    waveLight: '#eafaf8',
    waveShade: '#0b3a60',
    sparkle: '#ffffff',
    farLand: '#6f9fae',
    nearLand: '#2c5b52',
    cloud: '#ffffff',
    cloudLit: '#eef3f6',
    cloudiness: 0.4,
    hullShade: '#c6d0da',
    sand: '#f3e8d2',
  },
  'golden hour': {
    ...daylight,
    sky: ['#33507c', '#7d83a0', '#d3a673', '#f1cd8e', '#f8e2b2'],
    light: { body: 'sun', colour: '#fff1c9', glow: '#f3c46e', glowStrength: 0.8, altitude: 0.16, size: 0.03 },
    sea: ['#f0d095', '#b9a07f', '#5e6c86', '#1d3356'],
    waveLight: '#fbe6b6',
    waveShade: '#1a2d4f',
    sparkle: '#fff3d2',
    farLand: '#76728a',
    nearLand: '#2b3250',
    cloud: '#f6dfb6',
    cloudLit: '#f7c982',
    cloudiness: 0.55,
    hull: '#fbf1e0',
    hullShade: '#b8aa9c',
    sand: '#ecd2a2',
  },
  sunset: {
    ...evening,
    lampsOn: false,
    stars: 0,
    sky: ['#0b1f3f', '#2c3a68', '#7a5c7c', '#d3895e', '#f2b96c'],
    light: { body: 'sun', colour: '#fff0c8', glow: '#f2a65c', glowStrength: 0.9, altitude: 0.025, size: 0.034 },
    sea: ['#eeb26c', '#a46e62', '#3d3c5e', '#0b1d3b'],
    waveLight: '#ffd395',
    waveShade: '#0a1834',
    sparkle: '#ffe6b5',
    farLand: '#4a3d5a',
    nearLand: '#16182f',
    cloud: '#c9867f',
    cloudLit: '#f6c07c',
    cloudiness: 0.7,
    sand: '#c99a74',
  },
  dusk: {
    ...evening,
    lampsOn: true,
    stars: 14,
    sky: ['#06142b', '#122a52', '#34456f', '#7f6d8b', '#d09a7c'],
    light: { body: 'none', colour: '#f2c08f', glow: '#dc9a72', glowStrength: 0.7, altitude: -0.05, size: 0.03 },
    sea: ['#b99081', '#545173', '#1b2c51', '#06142b'],
    waveLight: '#e9b897',
    waveShade: '#050f22',
    sparkle: '#f6d6b2',
    farLand: '#3a3858',
    nearLand: '#0e1530',
    cloud: '#6f6486',
    cloudLit: '#d9a084',
    cloudiness: 0.5,
    sand: '#8c7a7c',
  },
  night: {
    ...evening,
    lampsOn: true,
    stars: 70,
    sky: ['#030b1a', '#06142b', '#0c2145', '#1a3866'],
    light: { body: 'moon', colour: '#f6ecd2', glow: '#efdcae', glowStrength: 0.45, altitude: 0.5, size: 0.02 },
    sea: ['#23406c', '#132d57', '#0a1c3a', '#040d1f'],
    waveLight: '#8ea5c9',
    waveShade: '#020816',
    sparkle: '#f3e3bb',
    farLand: '#0d1d3a',
    nearLand: '#050d1f',
    cloud: '#2a3f66',
    cloudLit: '#5b6f93',
    cloudiness: 0.35,
    glass: '#142744',
    sand: '#3c4660',
  },
}
