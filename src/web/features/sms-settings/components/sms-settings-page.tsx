import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Loader2, Send } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { smsCadenceText } from '../../../../shared/constants';
import { ZSmsSettingsRequest, type TSmsSettingsRequest } from '../../../../shared/schemas/auth';
import { timeZoneLabel } from '../../../../shared/time-zone';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { useSendTestOutfit } from '../api/send-test-outfit';
import { useUpdateSmsSettings } from '../api/update-sms-settings';
import { ConversationList } from './conversation-list';
import { HomeLocationForm } from '../../../components/home-location-form';
import { SmsHelpCard } from './help-card';

const PHONE_TITLE = 'Phone Number Required';
const PHONE_TEXT = 'Please add your phone number in your profile to receive SMS messages.';

/** Spec 2.12, SMS Settings; toasts as spec 8 words them. */
export function SmsSettingsPage() {
  const { user } = useCurrentUser();
  const { smsMonthlyLimit, assistantName } = usePublicConfig();
  const update = useUpdateSmsSettings(user?.id);
  const testSend = useSendTestOutfit(user?.id);
  const form = useForm<TSmsSettingsRequest>({
    resolver: zodResolver(ZSmsSettingsRequest),
    defaultValues: { smsEnabled: false, dailyOutfitTime: '08:00' },
  });
  const { errors } = form.formState;

  // The form starts from the stored settings, and follows them after a save.
  useEffect(() => {
    if (user) form.reset({ smsEnabled: user.smsEnabled, dailyOutfitTime: user.dailyOutfitTime });
  }, [user, form]);

  if (!user) return <p className="px-4 py-10 text-center text-muted-foreground">Please log in to access SMS settings.</p>;
  const hasPhone = !!user.phoneNumber;

  const onSave = (values: TSmsSettingsRequest) => {
    if (values.smsEnabled && !hasPhone) {
      toast.error(PHONE_TITLE, PHONE_TEXT);
      return;
    }
    update.mutate(values, {
      onSuccess: () => toast.success('Settings Updated', 'Your SMS preferences have been saved successfully.'),
      onError: () => toast.error('Error', 'Failed to update SMS settings. Please try again.'),
    });
  };

  const onTestSend = () => {
    if (!hasPhone) {
      toast.error(PHONE_TITLE, PHONE_TEXT);
      return;
    }
    testSend.mutate(undefined, {
      onSuccess: (result) => (result.sent ? toast.success('Outfit Sent!', result.message) : toast.error('Send Failed', result.message)),
      onError: () => toast.error('Send Failed', 'Failed to send test outfit. Please try again.'),
    });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 py-6 md:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-5">
        <div>
          <h1 className="font-serif text-2xl font-semibold">SMS Settings</h1>
          <p className="text-sm text-muted-foreground">Choose when your daily outfit arrives by text.</p>
        </div>

        {hasPhone ? null : (
          <div
            role="alert"
            className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <strong className="font-semibold">{PHONE_TITLE}: </strong>
              {PHONE_TEXT}
            </p>
          </div>
        )}

        <Card>
          <CardHeader>
            <CardTitle>Daily outfit texts</CardTitle>
            <CardDescription>
              {capitalize(smsCadenceText(smsMonthlyLimit))}. Texts go out between 7:00 AM and 9:00 PM your time; text OUTFIT any day for today&apos;s.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onSave)} aria-label="SMS settings">
              <div className="flex items-center justify-between gap-4">
                <div>
                  <Label htmlFor="sms-enabled">SMS notifications</Label>
                  <p id="sms-enabled-hint" className="text-xs text-muted-foreground">
                    {hasPhone ? `Texts go to ${user.phoneNumber}.` : 'Add a phone number to turn this on.'}
                  </p>
                </div>
                <Controller
                  control={form.control}
                  name="smsEnabled"
                  render={({ field }) => (
                    <Switch
                      id="sms-enabled"
                      aria-describedby="sms-enabled-hint"
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={!hasPhone}
                    />
                  )}
                />
              </div>

              <div className="grid gap-4 sm:grid-cols-2">
                <div className="grid content-start gap-1.5">
                  <Label htmlFor="daily-outfit-time">Daily outfit time</Label>
                  <Input
                    id="daily-outfit-time"
                    type="time"
                    step={60}
                    aria-invalid={errors.dailyOutfitTime ? true : undefined}
                    aria-describedby="daily-outfit-time-hint"
                    {...form.register('dailyOutfitTime')}
                  />
                  <p id="daily-outfit-time-hint" className="text-xs text-muted-foreground">
                    Earlier than 7:00 AM arrives at 7:00; 9:00 PM or later at 8:30 PM.
                  </p>
                  <FieldError message={errors.dailyOutfitTime?.message} />
                </div>
                {/* The account's one zone, set in Settings: never a second zone here (issue 24, point 2). */}
                <div className="grid content-start gap-1.5">
                  <span className="text-sm font-medium leading-none">Time zone</span>
                  <p className="text-sm" data-testid="sms-time-zone">
                    {timeZoneLabel(user.timezone)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Texts follow your account&apos;s time zone.{' '}
                    <Link href="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
                      Change it in Settings
                    </Link>
                  </p>
                </div>
              </div>

              <div className="flex flex-col gap-3 sm:flex-row">
                <Button type="submit" disabled={update.isPending} aria-busy={update.isPending} className="sm:flex-1">
                  {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  {update.isPending ? 'Saving...' : 'Save Settings'}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={onTestSend}
                  disabled={!hasPhone || testSend.isPending}
                  aria-busy={testSend.isPending}
                  className="sm:flex-1"
                >
                  {testSend.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                  {testSend.isPending ? 'Sending...' : 'Send Test Outfit'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Your weather</CardTitle>
            <CardDescription>Daily texts and the stylist dress you for the forecast where you live.</CardDescription>
          </CardHeader>
          <CardContent>
            <HomeLocationForm userId={user.id} current={user.homeLocation} />
          </CardContent>
        </Card>

        <SmsHelpCard monthlyLimit={smsMonthlyLimit} assistantName={assistantName} />
      </div>

      <div className="content-start">
        <ConversationList userId={user.id} timeZone={user.timezone} />
      </div>
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
