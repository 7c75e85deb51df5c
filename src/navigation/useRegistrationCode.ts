import { useParams } from 'react-router';
import { useRenderedSearch } from './renderedUrl.ts';

/** The code a registration link carries: ?registrationCode= or the landing slug (/acquisition/<code>). */
export function useRegistrationCode(): string | undefined {
  const { slug } = useParams();
  const [query] = useRenderedSearch();
  return query.get('registrationCode') ?? slug;
}
