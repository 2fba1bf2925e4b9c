import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetErrorBoundary } from '../../widget/react/WidgetErrorBoundary';

describe('WidgetErrorBoundary', () => {
  it("keeps a failing widget's error to itself: a readable message, the details logged, and a retry", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Card() {
      if (broken) throw new Error('bad metadata');
      return <p>Card is back</p>;
    }
    const { container } = render(
      <>
        <WidgetErrorBoundary>
          <Card />
        </WidgetErrorBoundary>
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong in this widget.');
    // The page beside it is untouched.
    expect(container.lastElementChild!.outerHTML).toBe('<p>Rest of the page</p>');
    expect(log.mock.calls.some((call) => call.some((arg) => arg instanceof Error && arg.message === 'bad metadata'))).toBe(true);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.innerHTML).toBe('<p>Card is back</p><p>Rest of the page</p>');
    log.mockRestore();
  });
});
