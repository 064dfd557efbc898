import axios from 'axios';
import { runtimeConfig, toRequestError } from '@academy/platform';

/**
 * The exchange (OAuth2 provider) is another host: its own client, without the academy's session
 * headers. Failures become the platform's `RequestError` (unknown codes map to a generic message).
 */
export const exchangeHttp = axios.create({ validateStatus: (status) => status >= 200 && status < 300 });
exchangeHttp.interceptors.request.use((config) => {
  config.baseURL = runtimeConfig().exchangeUrl;
  return config;
});
exchangeHttp.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toRequestError(error)));
