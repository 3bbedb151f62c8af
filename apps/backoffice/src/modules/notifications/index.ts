/** What the shell shows of this module outside its page: the top bar's notifications button. */
export { NotificationsBell } from './components/NotificationsBell';
