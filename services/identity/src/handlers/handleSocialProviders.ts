import { socialProvidersSchema, type SocialProvider } from '@news/contracts/socialProviders';
import type { RequestHandler } from 'express';
import type { IdentityContext } from '../IdentityContext';
import { oauthProviderOf } from '../oauthProviderOf';

/**
 * GET /auth/providers: the providers a sign-in can start with (the dialog's buttons): Apple when its client id and
 * redirect URI are set, then the OAuth providers, Google first. Google's ID-token sign-in (POST /auth/google) has
 * no start page.
 */
export function handleSocialProviders(ctx: IdentityContext): RequestHandler {
  const { config } = ctx;
  return (_req, res) => {
    const list: SocialProvider[] = [];
    if (config.apple.clientId && config.apple.redirectUri) list.push({ name: 'apple', label: 'Apple' });
    const names = Object.keys(config.providers).filter(
      (name) => name !== 'apple' && oauthProviderOf(config, name),
    );
    names.sort((a, b) => Number(b === 'google') - Number(a === 'google'));
    for (const name of names) {
      const label = config.providers[name]?.label ?? `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      list.push({ name, label });
    }
    res.setHeader('cache-control', 'no-cache');
    res.json(socialProvidersSchema.parse({ providers: list }));
  };
}
