import styled from 'styled-components';

const Svg = styled.svg`
  inline-size: 64px;
  block-size: 64px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** An hourglass: something that is on its way. */
export function HourglassIllustration() {
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 2h12M6 22h12" />
      <path d="M7 2v4a5 5 0 0 0 2.5 4.33L12 12l2.5-1.67A5 5 0 0 0 17 6V2" />
      <path d="M7 22v-4a5 5 0 0 1 2.5-4.33L12 12l2.5 1.67A5 5 0 0 1 17 18v4" />
    </Svg>
  );
}

/** A wrench: work in progress on the service. */
export function WrenchIllustration() {
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
    </Svg>
  );
}
