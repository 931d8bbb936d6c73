/**
 * MEDIA_S3_URL: `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=eu-west-2]`, the
 * endpoint of any S3-compatible store with path-style addressing (AWS, MinIO, Ceph, R2, s3rver in the
 * tests). The credentials stay in the client; `description` names the endpoint and bucket only.
 */
export function parseS3Url(text: string): { endpoint: string; bucket: string; prefix: string; region: string; accessKeyId: string; secretAccessKey: string } {
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('MEDIA_S3_URL must be an http:// or https:// address');
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('MEDIA_S3_URL must name the bucket: https://KEY:SECRET@host/bucket');
  if (!url.username || !url.password) throw new Error('MEDIA_S3_URL must carry the access key and secret: https://KEY:SECRET@host/bucket');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: rest.map(decodeURIComponent).join('/'),
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
