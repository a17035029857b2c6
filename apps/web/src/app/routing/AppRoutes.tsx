import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyScreen } from './lazyScreen.ts';
import { ALL_PATHS, HOME_PATH, routeMeta, type RouteMeta } from './routeMeta.ts';

const HomeScreen = lazyScreen(() => import('../screens/HomeScreen.tsx'));
const PendingScreen = lazyScreen(() => import('../screens/PendingScreen.tsx'));
const HelpListScreen = lazyScreen(() => import('../../features/content/components/HelpListScreen.tsx'));
const HelpDetailScreen = lazyScreen(() => import('../../features/content/components/HelpDetailScreen.tsx'));

/** Fetches the chunk of the screen at `pathname` before React asks for it. */
export function preloadScreen(pathname: string): void {
  const meta = routeMeta(pathname);
  if (!meta || meta.screen === 'home') HomeScreen.preload();
  else if (meta.screen === 'help') HelpListScreen.preload();
  else if (meta.screen === 'helpDetail') HelpDetailScreen.preload();
  else PendingScreen.preload();
}

function screenFor(meta: RouteMeta): ReactElement {
  switch (meta.screen) {
    case 'home':
      return <HomeScreen />;
    case 'help':
      return <HelpListScreen />;
    case 'helpDetail':
      return <HelpDetailScreen />;
    default:
      return <PendingScreen meta={meta} />;
  }
}

/** Routes of spec 2.1, every alias included; anything else goes home by replacement. */
export function AppRoutes(): ReactElement {
  const paths = [...new Set(ALL_PATHS.map((path) => (path === '/m/' ? '/m' : path)))];
  return (
    <Routes>
      {paths.map((path) => {
        const meta = routeMeta(path);
        return meta ? <Route key={path} path={path} element={screenFor(meta)} /> : null;
      })}
      <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
    </Routes>
  );
}
