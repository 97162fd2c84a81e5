import type { IdentityConfig, OAuthProviderConfig } from './identityConfig';

const providerName = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** The configured OAuth 2.0 provider of that name; undefined for an unknown or malformed name. */
export const oauthProviderOf = (config: IdentityConfig, name: string): OAuthProviderConfig | undefined =>
  providerName.test(name) && Object.hasOwn(config.providers, name) ? config.providers[name] : undefined;
