/**
 * The contract schemas, loaded on first use: they bring zod, which the login page must not
 * download before it shows (issue 3, performance). The studio needs them anyway, so this
 * doubles as a prefetch while the user types.
 */
export const loadContracts = async () => {
  const [user, phone] = await Promise.all([
    import('@miaoyu/contracts/user'),
    import('@miaoyu/contracts/phone'),
  ]);
  return { ...user, ...phone };
};
