// Every table of the application is exported from here; drizzle-kit reads this file to generate migrations.
export {}
