/** React-query keys of the models feature; mutations invalidate by these prefixes. */
export const modelKeys = {
  all: ['models'] as const,
  providers: (orgId: string) => ['models', 'providers', orgId] as const,
  chatModels: ['models', 'chat'] as const,
};
