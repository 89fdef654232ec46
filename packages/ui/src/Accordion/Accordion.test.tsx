import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

function Countries() {
  return (
    <Accordion type="single" collapsible className="extra">
      <AccordionItem value="at">
        <AccordionTrigger>Austria</AccordionTrigger>
        <AccordionContent>Vienna branch</AccordionContent>
      </AccordionItem>
      <AccordionItem value="be">
        <AccordionTrigger>Belgium</AccordionTrigger>
        <AccordionContent>Brussels branch</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('one section is open at a time and a second click closes it (storefront.md §2 countries switcher)', async () => {
    render(<Countries />);
    const austria = screen.getByRole('button', { name: 'Austria' });
    const belgium = screen.getByRole('button', { name: 'Belgium' });
    await userEvent.click(austria);
    expect(austria).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Austria' })).toHaveTextContent('Vienna branch');
    await userEvent.click(belgium);
    expect(austria).toHaveAttribute('aria-expanded', 'false');
    expect(belgium).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(belgium);
    expect(belgium).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens with the keyboard and moves between headings with arrow keys', async () => {
    render(<Countries />);
    screen.getByRole('button', { name: 'Austria' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Belgium' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Belgium' })).toBeInTheDocument();
  });

  it('animates with the theme keyframes (0.3s, storefront.md §9) and passes className to the root', async () => {
    const { container } = render(<Countries />);
    expect(container.querySelector('[data-slot="accordion"]')).toHaveClass('extra');
    await userEvent.click(screen.getByRole('button', { name: 'Austria' }));
    expect(screen.getByRole('region', { name: 'Austria' })).toHaveClass('data-[state=open]:animate-accordion-down');
  });
});
