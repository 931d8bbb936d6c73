/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6: a caller on this machine itself. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127(\.\d{1,3}){3}$/.test(v4) || address === '::1';
}
