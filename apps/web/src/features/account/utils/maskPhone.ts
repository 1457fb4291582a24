/** `13812345678` → `138****5678`; other shapes keep their first 3 and last 4 characters. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
