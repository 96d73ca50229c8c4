import { Table, Text } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ResponsiveList } from './responsive-list';

// Both halves are in the page (CSS, which jsdom does not apply, shows one): the table under its
// caption with column headers, and the phone's list of cards under its label.

interface Fruit {
  id: string;
  name: string;
  price: string;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', price: '₹40' },
  { id: 'b', name: 'Banana', price: '₹10' },
];

const renderList = () =>
  renderWithProviders(
    <ResponsiveList
      items={fruits}
      itemKey={(f) => f.id}
      caption="Fruit, by name. Prices in rupees."
      columns={['Name', 'Price']}
      actionsColumn="Action"
      listLabel="Fruit"
      minWidth={480}
      renderRow={(f) => (
        <>
          <Table.Td>{f.name}</Table.Td>
          <Table.Td>{f.price}</Table.Td>
          <Table.Td>
            <button type="button">Buy {f.name}</button>
          </Table.Td>
        </>
      )}
      renderCard={(f) => (
        <Text>
          {f.name} · {f.price}
        </Text>
      )}
    />,
  );

describe('ResponsiveList', () => {
  it('shows a table named by its caption, with a column header for each column', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Fruit, by name. Prices in rupees.' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Price', 'Action']);
    for (const h of headers) expect(h).toHaveAttribute('scope', 'col');
  });

  it('gives each item a row of its cells, in order', () => {
    renderList();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Apple', '₹40', 'Buy Apple']);
    expect(within(rows[1]!).getByRole('button', { name: 'Buy Banana' })).toBeInTheDocument();
  });

  it('gives each item a card in the labelled list', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Fruit' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual(['Apple · ₹40', 'Banana · ₹10']);
  });
});
