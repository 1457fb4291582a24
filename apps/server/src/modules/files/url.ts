/** Where the browser fetches a stored file; empty when there is none. */
export const fileUrl = (code: string) => (code ? `/v1/files/${code}` : '');
