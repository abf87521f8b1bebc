import { coverOriginsFor } from "../../domain/blog";

/** Where a shop's blog pages may show covers from (the platform's site, its API's uploads, its bucket). */
export const blogCoverOrigins = coverOriginsFor({
  siteUrl: __PUBLIC_ENV__.siteUrl,
  apiUrl: __PUBLIC_ENV__.apiUrl,
  storageBucket: __PUBLIC_ENV__.firebase.storageBucket,
});
