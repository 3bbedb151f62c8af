import type { AttendanceOutcome, StatusDeFinalizacao } from '@retoma/api-client';
import { Alert, RadioGroup } from '@retoma/ui';
import { useAttendT, type AttendKey } from '../messages';

const QUESTIONS: Record<AttendanceOutcome, AttendKey> = {
  ganhou: 'attend.finish.wonStatus',
  aguardando: 'attend.finish.waitingStatus',
  perdeu: 'attend.finish.lostStatus',
};

export interface StatusChoiceProps {
  outcome: AttendanceOutcome;
  /** Every active status; those of the outcome's type are offered. */
  statuses: readonly StatusDeFinalizacao[];
  value: number | null;
  onChange: (status: StatusDeFinalizacao) => void;
  errorMessage?: string;
}

/** Which of the company's finalisation statuses of the chosen outcome describes how the attendance ended. */
export function StatusChoice({ outcome, statuses, value, onChange, errorMessage }: StatusChoiceProps) {
  const t = useAttendT();
  const options = statuses.filter((status) => status.tipo === outcome);
  if (options.length === 0) return <Alert tone="warning">{t('attend.finish.noStatuses')}</Alert>;
  return (
    <RadioGroup
      label={t(QUESTIONS[outcome])}
      options={options.map((status) => ({ value: String(status.id), label: status.nome }))}
      value={value === null ? null : String(value)}
      onChange={(id) => {
        const status = options.find((candidate) => String(candidate.id) === id);
        if (status) onChange(status);
      }}
      errorMessage={errorMessage}
      isRequired
    />
  );
}
