import { useParams } from 'react-router';
import { useQuery } from './useQuery.ts';

/** The code a registration link carries: ?registrationCode= or the landing slug (/acquisition/<code>). */
export function useRegistrationCode(): string | undefined {
  const { slug } = useParams();
  const [query] = useQuery();
  return query.get('registrationCode') ?? slug;
}
