import * as migration_20261123_062301_initial from './20261123_062301_initial';
import * as migration_20261126_125935_legal_pages_and_data_rights from './20261126_125935_legal_pages_and_data_rights';
import * as migration_20261126_161200_scheduled_jobs_and_enquiry_notifications from './20261126_161200_scheduled_jobs_and_enquiry_notifications';
import * as migration_20261127_031026_service_counters from './20261127_031026_service_counters';
import * as migration_20261127_064535_compare_page_name from './20261127_064535_compare_page_name';
import * as migration_20261127_064557_service_request_pages from './20261127_064557_service_request_pages';
import * as migration_20261127_064700_valve_conductances_and_calculator_page from './20261127_064700_valve_conductances_and_calculator_page';
import * as migration_20261127_065344_member_account from './20261127_065344_member_account';
import * as migration_20261127_072441_service_requests from './20261127_072441_service_requests';
import * as migration_20261127_074956_quote_shares from './20261127_074956_quote_shares';

export const migrations = [
  {
    up: migration_20261123_062301_initial.up,
    down: migration_20261123_062301_initial.down,
    name: '20261123_062301_initial',
  },
  {
    up: migration_20261126_125935_legal_pages_and_data_rights.up,
    down: migration_20261126_125935_legal_pages_and_data_rights.down,
    name: '20261126_125935_legal_pages_and_data_rights',
  },
  {
    up: migration_20261126_161200_scheduled_jobs_and_enquiry_notifications.up,
    down: migration_20261126_161200_scheduled_jobs_and_enquiry_notifications.down,
    name: '20261126_161200_scheduled_jobs_and_enquiry_notifications',
  },
  {
    up: migration_20261127_031026_service_counters.up,
    down: migration_20261127_031026_service_counters.down,
    name: '20261127_031026_service_counters',
  },
  {
    up: migration_20261127_064535_compare_page_name.up,
    down: migration_20261127_064535_compare_page_name.down,
    name: '20261127_064535_compare_page_name',
  },
  {
    up: migration_20261127_064557_service_request_pages.up,
    down: migration_20261127_064557_service_request_pages.down,
    name: '20261127_064557_service_request_pages',
  },
  {
    up: migration_20261127_064700_valve_conductances_and_calculator_page.up,
    down: migration_20261127_064700_valve_conductances_and_calculator_page.down,
    name: '20261127_064700_valve_conductances_and_calculator_page',
  },
  {
    up: migration_20261127_065344_member_account.up,
    down: migration_20261127_065344_member_account.down,
    name: '20261127_065344_member_account',
  },
  {
    up: migration_20261127_072441_service_requests.up,
    down: migration_20261127_072441_service_requests.down,
    name: '20261127_072441_service_requests',
  },
  {
    up: migration_20261127_074956_quote_shares.up,
    down: migration_20261127_074956_quote_shares.down,
    name: '20261127_074956_quote_shares'
  },
];
