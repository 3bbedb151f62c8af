import { ApiError, ValidationError } from '@retoma/api-client';

/** Where a refused reschedule is explained: under the date field, or above the form. */
export interface RescheduleFailure {
  field?: string;
  message?: string;
}

/**
 * A 422 about `data_agendamento` goes under the field (joined with commas); any other refusal — someone else's
 * appointment (403), already done (409), a server failure — above the form with the server's own words. Anything
 * that is not an API error is a bug and is thrown again.
 */
export function rescheduleFailureOf(error: unknown): RescheduleFailure {
  if (error instanceof ValidationError) {
    const field = error.fieldMessage('data_agendamento');
    return field ? { field } : { message: error.message };
  }
  if (error instanceof ApiError) return { message: error.message };
  throw error;
}
