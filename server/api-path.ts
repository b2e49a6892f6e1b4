/** Whether a request is for the JSON API rather than a page: `/api`, `/api/…`, `/api?…`. */
export const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);
