import { accountEndpoints } from './account';
import { commerceEndpoints } from './commerce';
import { contentEndpoints } from './content';
import { eventsEndpoints } from './events';
import { quizEndpoints } from './quiz';

export {
  endpoint,
  endpointPath,
  type Endpoint,
  type EndpointShape,
  type InputOf,
  type ParsedOf,
  type ResponseOf,
} from './endpoint';
export { strapiQuery } from './common.schemas';
export type { StrapiQuery } from './common';

/**
 * Every API endpoint the site calls, by domain: the one place an API URL is written. The browser
 * calls them through platform's `callEndpoint`; their schemas load on first use.
 */
export const endpoints = {
  content: contentEndpoints,
  account: accountEndpoints,
  quiz: quizEndpoints,
  commerce: commerceEndpoints,
  events: eventsEndpoints,
};
