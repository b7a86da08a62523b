import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it("takes the caller's padding instead of adding it to its own", () => {
    render(
      <Button size="sm" className="px-2">
        Reset Password
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Reset Password' }).className.split(' ');
    expect(classes).toContain('px-2');
    expect(classes).not.toContain('px-3');
    expect(classes).not.toContain('px-4');
    expect(classes).toContain('py-1.5');
  });

  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Print</Button>);
    expect(screen.getByRole('button', { name: 'Print' })).toHaveAttribute('type', 'button');
  });

  it('lends its look to a link with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/login">Try the demo hotel</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Try the demo hotel' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link.className).toContain('border-slate-300');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
