import { QueryClient } from '@tanstack/react-query'

/**
 * The one client for server state. Hooks get it as their second argument rather than from a provider at the root, so
 * TanStack Query loads with the forms that use it and not with every public page.
 */
export const queryClient = new QueryClient()
