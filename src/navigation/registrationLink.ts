import { useParams, useSearchParams } from 'react-router';

/** The code a registration link carries: ?registrationCode= or the landing slug (/acquisition/<code>). */
export function useRegistrationCode(): string | undefined {
  const { slug } = useParams();
  const [query] = useSearchParams();
  return query.get('registrationCode') ?? slug;
}
