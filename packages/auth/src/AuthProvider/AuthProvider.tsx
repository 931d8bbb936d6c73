import type { ApiClient } from '@club/api-client';
import { createContext, useContext, type ReactNode } from 'react';

/** The platform services the account flows call; the sites pass their `createApiClient` result. */
export type AuthApi = Pick<ApiClient, 'identity' | 'entitlements' | 'payments'>;

export interface AuthContextValue {
  api: AuthApi;
  /** Goes to an internal path with the app's router (shared packages never import the router). */
  onNavigate: (path: string) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export type AuthProviderProps = AuthContextValue & { children: ReactNode };

/**
 * Hands the account panel and forms the platform client and the app's navigation, once per site.
 * State itself lives in the page's jotai store (user.atoms.ts), not here.
 */
export function AuthProvider({ api, onNavigate, children }: AuthProviderProps) {
  return <AuthContext value={{ api, onNavigate }}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('Account components need an <AuthProvider> above them');
  return value;
}
