/**
 * The contract schemas the sign-in form checks with, loaded on first use: they bring zod, which
 * the login page must not download before it shows.
 */
export const loadContracts = async () => {
  const [user, phone] = await Promise.all([
    import('@miaoyu/contracts/user'),
    import('@miaoyu/contracts/phone'),
  ]);
  return { ...user, ...phone };
};
