import { defineEndpoint } from '../endpoint.ts';
import { systemPaths as p } from './paths.ts';
import * as s from './schemas.ts';

export const systemEndpoints = {
  systemStatus: defineEndpoint(p.systemStatus, s.emptyRequest, s.systemStatusValue),
  whitelabel: defineEndpoint(p.whitelabel, s.emptyRequest, s.whitelabelValue),
  consolidatedSettings: defineEndpoint(p.consolidatedSettings, s.emptyRequest, s.consolidatedSettingsValue),
  templates: defineEndpoint(p.templates, s.emptyRequest, s.templatesValue),
  country: defineEndpoint(p.country, s.emptyRequest, s.countryValue),
  helpCenter: defineEndpoint(p.helpCenter, s.helpCenterRequest, s.helpCenterValue),
  domainRoute: defineEndpoint(p.domainRoute, s.emptyRequest, s.domainRouteValue),
  customerService: defineEndpoint(p.customerService, s.emptyRequest, s.customerServiceValue),
  downloadLinks: defineEndpoint(p.downloadLinks, s.emptyRequest, s.downloadLinksValue),
  listAnnouncements: defineEndpoint(
    p.listAnnouncements,
    s.listAnnouncementsRequest,
    s.listAnnouncementsValue,
  ),
};
