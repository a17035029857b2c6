import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { ok, renderScreen, useLanguage } from '../members/testing.tsx';
import { PlainTable } from './PlainTable.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

it('is a table named by its caption, with its headings in order and one row per child', () => {
  renderScreen({
    path: '/games',
    at: '/games',
    element: (
      <PlainTable caption="Vendors" minWidth={600} headers={['Vendor', 'Games', '']}>
        {['PG', 'JILI'].map((code) => (
          <Table.Tr key={code}>
            <Table.Td>{code}</Table.Td>
            <Table.Td>3</Table.Td>
            <Table.Td>
              <button type="button">Edit {code}</button>
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    ),
    permissions: [],
    answer: () => ok(null),
  });
  const table = screen.getByRole('table', { name: 'Vendors' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Vendor', 'Games', '']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['PG', 'JILI']);
  expect(within(table).getByRole('button', { name: 'Edit JILI' })).toBeTruthy();
});
