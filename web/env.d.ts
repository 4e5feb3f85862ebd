interface ImportMetaEnv {
  /** The site's public address, fixed at build time for canonical and social links. */
  readonly PUBLIC_URL: string
  /** Where the API answers; `/api` on the same origin unless the two are deployed apart. */
  readonly API_BASE_URL: string
}
