import { apiError } from '@news/contracts/apiError';
import { NOT_ENTITLED } from '@news/contracts/paywallApi';

/** The answer for a reader who may not read a paid article. */
export const notEntitled = apiError(
  403,
  NOT_ENTITLED,
  'Dieser Artikel ist Abonnentinnen und Abonnenten vorbehalten.',
);
