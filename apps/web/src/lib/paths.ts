/** Route paths that more than one part of the app links to. */
export const paths = {
  home: '/dashboard/workplace',
  login: '/login',
  models: '/setting/models',
} as const;
