/** What a chart's live region last read out (the point the keyboard or pointer is on); for the charts' stories. */
export const announced = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="polite"]')?.textContent;
