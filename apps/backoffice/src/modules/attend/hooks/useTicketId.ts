import { useParams } from 'react-router-dom';

/** The `:id` of the ticket routes; null when the address holds no valid id (the screen then says "not found"). */
export function useTicketId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
