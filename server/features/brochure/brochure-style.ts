/** The brand (decisions §5) in print: colours, the Letter page in points, and the type styles. */

export const colors = {
  navy: '#0b1f3f',
  navyDeep: '#06142b',
  gold: '#c39a45',
  goldLight: '#d6b46a',
  sand: '#f7f1e6',
  white: '#ffffff',
  text: '#3a4458',
  muted: '#6b7385',
  hairline: '#e2d6bd',
} as const

export const page = {
  width: 612,
  height: 792,
  margin: 54,
  contentWidth: 612 - 2 * 54,
  footerY: 750,
} as const

/** Names the fonts are registered under (brochure-fonts.ts). */
export const fonts = {
  display: 'display',
  displayItalic: 'display-italic',
  displayStrong: 'display-strong',
  bodyLight: 'body-light',
  bodyMedium: 'body-medium',
} as const

export type FontName = (typeof fonts)[keyof typeof fonts]

export interface TextStyle {
  font: FontName
  size: number
  color: string
  /** Letter spacing in points. */
  tracking?: number
  lineGap?: number
  uppercase?: boolean
  /** Cormorant's figures are old-style by default; figures that are read as data line up better. */
  liningFigures?: boolean
}

export const textStyles = {
  label: { font: fonts.bodyMedium, size: 7, color: colors.gold, tracking: 1.8, uppercase: true },
  title: { font: fonts.display, size: 38, color: colors.navy, lineGap: -2 },
  heading: { font: fonts.display, size: 22, color: colors.navy },
  subheading: { font: fonts.displayStrong, size: 15, color: colors.navy },
  lead: { font: fonts.bodyLight, size: 11.5, color: colors.text, lineGap: 5 },
  body: { font: fonts.bodyLight, size: 10, color: colors.text, lineGap: 4.5 },
  figure: { font: fonts.display, size: 30, color: colors.gold, liningFigures: true },
} as const satisfies Record<string, TextStyle>
