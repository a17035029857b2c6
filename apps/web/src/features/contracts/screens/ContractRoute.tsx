import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { CONTRACT_SCREENS, type ContractKind } from '../model/contractCheck.ts';
import ContractScreen from './ContractScreen.tsx';

const KIND_BY_PATH = new Map(
  (Object.entries(CONTRACT_SCREENS) as [ContractKind, string][]).map(([kind, path]) => [path, kind]),
);

/** The three contract screens of spec 2.1 are one screen: the path says which kind it shows. */
export default function ContractRoute(): ReactElement {
  const { pathname } = useLocation();
  return <ContractScreen kind={KIND_BY_PATH.get(pathname) ?? 'DAILY_SALARY'} />;
}
