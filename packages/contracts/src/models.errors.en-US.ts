import type { MODEL_ERRORS } from './models.errors';

/** MODEL_ERRORS in English: every code of the domain, none other. */
export const MODEL_ERRORS_EN: Record<keyof typeof MODEL_ERRORS, string> = {
  MODEL_NOT_FOUND: 'The chosen model does not exist or is disabled',
  MODEL_NO_VISION:
    'The model {model} does not take images: choose a vision model or remove the images',
  UPSTREAM_ERROR: 'The model service answered with an error (HTTP {status}): {detail}',
  UPSTREAM_TIMEOUT: 'The model service timed out (no data for {seconds} s)',
  UPSTREAM_UNREACHABLE: 'Could not reach the model service: {detail}',
  UPSTREAM_BAD_RESPONSE: 'The model service sent data that could not be read',
  BASE_URL_FORBIDDEN:
    'Private, loopback and link-local addresses are not allowed: {host}. A platform admin can allow a local model service (Ollama, vLLM) under Platform admin → Model hosts (or in LLM_ALLOWED_HOSTS), no restart needed',
  BASE_URL_UNRESOLVED: 'The host name could not be resolved: {host}',
  MODEL_LIST_UNSUPPORTED:
    'This service offers no model list (GET /models answered HTTP {status}): type the model names instead',
};
