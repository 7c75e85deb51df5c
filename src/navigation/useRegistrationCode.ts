import { useParams } from 'react-router';
import { useRenderedSearch } from './renderedUrl.ts';

/** The code a registration link carries: ?registrationCode= or the landing slug (/acquisition/<code>). */
export const registrationCodeOf = (query: URLSearchParams, slug: string | undefined) =>
  query.get('registrationCode') ?? slug;

/** The page's code as rendering may use it (none from the query while the page hydrates). */
export function useRegistrationCode(): string | undefined {
  const { slug } = useParams();
  const [query] = useRenderedSearch();
  return registrationCodeOf(query, slug);
}
