interface ImportMetaEnv {
  /** The site's public address, fixed at build time for canonical and social links. */
  readonly PUBLIC_URL: string
}
