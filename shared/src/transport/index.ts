/**
 * The one HTTP transport to the v1 API, shared by every app as a Module Federation singleton: the axios
 * instance with its interceptors, the SPEC §8 error handling, the global loading count. Endpoint functions
 * are not here: they live with the app that calls them and go through `callApi`.
 */
import './namespace';

export { apiClient, callApi, apiBaseUrl, requestTimeoutMs, type CallOptions } from './client';
export { ApiError, handleApiError, messageFor, toApiError, type ErrorHandlingOptions } from './errors';
