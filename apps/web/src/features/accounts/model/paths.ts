/** Paths the account screens link to (features may not import the app's route table). */
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
export const REGISTER_PATH = '/m/register';
export const CHANGE_PASSWORD_PATH = '/m/changePsw';
export const FORGET_PATH = '/m/forget';
export const MEMBER_HOME_PATH = '/m/member/home';
