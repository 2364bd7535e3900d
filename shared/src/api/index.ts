export { apiClient, createApiClient, apiBaseUrl, requestTimeoutMs } from './client';
