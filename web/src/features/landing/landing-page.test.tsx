import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { LandingPage } from './landing-page';

describe('landing page', () => {
  it('advertises the trial and sends the call to action to /login', async () => {
    const user = userEvent.setup();
    renderScreen(<LandingPage />, '/');
    expect(screen.getByText('AI Tutoring')).toBeInTheDocument();
    expect(screen.getByText('Adaptive Quizzes')).toBeInTheDocument();
    expect(screen.getByText('Progress Tracking')).toBeInTheDocument();
    expect(screen.getByText('14-day free trial')).toBeInTheDocument();
    expect(screen.getByText('No credit card required')).toBeInTheDocument();
    for (const t of ['Privacy Policy', 'Terms', 'Contact'])
      expect(screen.getByRole('button', { name: t })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Start Learning Today/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('opens the slide-in menu with the toggle and closes it from the overlay', async () => {
    const user = userEvent.setup();
    renderScreen(<LandingPage />, '/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu', expanded: true })).toBeInTheDocument();
    await user.click(screen.getByTestId('menu-overlay'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
