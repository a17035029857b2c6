import { type AnnouncementItem, ContentType, PopupExecution } from '@openlobby/contract/client';

/** Who is looking at home: the popup's variant A is for members, variant B for guests (spec 4). */
export interface PopupViewer {
  loggedIn: boolean;
  /** Session info's firstTimeLogin: execution F items show only then. */
  firstTimeLogin: boolean;
  /** The variant's locally stored show flag; closing the popup sets it to hidden. */
  showFlag: boolean;
}

export type PopupVariant = 'A' | 'B';

export function popupVariant(loggedIn: boolean): PopupVariant {
  return loggedIn ? 'A' : 'B';
}

/** Executions a viewer may see: members A (plus F on their first login), guests B. */
function visibleExecutions(viewer: PopupViewer): readonly string[] {
  if (!viewer.loggedIn) return [PopupExecution.GUEST];
  return viewer.firstTimeLogin
    ? [PopupExecution.MEMBER, PopupExecution.FIRST_LOGIN]
    : [PopupExecution.MEMBER];
}

/** The popup items of spec 4, in the server's order; none once the viewer's variant was closed. */
export function selectPopupItems(
  items: readonly AnnouncementItem[],
  viewer: PopupViewer,
): AnnouncementItem[] {
  if (!viewer.showFlag) return [];
  const executions = visibleExecutions(viewer);
  return items.filter(
    (item) =>
      item.type === ContentType.POPUP && item.execution !== null && executions.includes(item.execution),
  );
}

/** Spec 2.6: go-to-activity only for promotion-type items and logged-in members. */
export function canGoToActivity(item: AnnouncementItem, loggedIn: boolean): boolean {
  return loggedIn && item.promotionType !== null && item.promotionType !== '';
}

/** Pagination moves one item at a time and never past either end. */
export function clampPage(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
