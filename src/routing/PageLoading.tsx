/** Shown until the first route's language and screen are loaded. */
export function PageLoading() {
  return <div className="page-loading" role="status" aria-busy="true" />;
}
