import { emailStepInput } from '@retoma/api-client/schemas';
import { Button, Spinner, TextField } from '@retoma/ui';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../../platform/api';
import { useServerForm } from '../../../platform/useServerForm';
import { EmailPreview } from '../components/EmailPreview';
import { SequenceFrame } from '../components/SequenceFrame';
import { StepFormLoader } from '../components/StepFormLoader';
import { StepForm } from '../components/StepForm';
import { useStepFlow, whatsappTargetOf, type StepFormProps } from '../hooks/useStepFlow';
import { useCampaignsT } from '../messages';
import { FieldPair } from '../../../platform/formLayout';

/** The editor (TipTap and ProseMirror, the largest code of the app) is fetched when the form shows, apart from the route. */
const RichTextEditor = lazy(() => import('../components/RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

/**
 * `.../emails/criar` and `.../emails/editar/:idEmail` of a cart or boleto campaign: when the e-mail goes (within
 * the 31 days of the channel), its sender name, reply-to address, subject and body in a rich-text editor, and the
 * e-mail previewed as a contact would receive it (and sent to oneself) before it is saved. This route's chunk alone
 * carries the editor.
 */
export default function EmailStepScreen() {
  return (
    <SequenceFrame>
      {({ campanha, kind, planId }) => (
        <StepFormLoader kind={kind} canal="email" campanhaId={campanha.id}>
          {(data) => <EmailForm kind={kind} planId={planId} campanhaId={campanha.id} produtoId={campanha.produto.id} {...data} />}
        </StepFormLoader>
      )}
    </SequenceFrame>
  );
}

function EmailForm(props: StepFormProps) {
  const { kind, step } = props;
  const t = useCampaignsT();
  const api = useApi();
  const flow = useStepFlow('email', props);
  const calls = api.campaigns[kind].emails;
  const form = useServerForm({
    initial: {
      ...flow.timing,
      titulo: step?.titulo ?? '',
      responder: step?.responder ?? '',
      assunto: step?.assunto ?? '',
      corpo: step?.corpo ?? '',
      ...whatsappTargetOf(step),
    },
    schema: emailStepInput,
    save: ({ campanha_id, ...input }) => (step ? calls.update(step.id, input) : calls.create({ campanha_id, ...input })),
    onSaved: flow.onSaved,
    saveFailed: t('campaigns.settings.saveFailed'),
  });
  const { values, errors, set } = form;
  const [previewing, setPreviewing] = useState(false);

  return (
    <StepForm
      form={form}
      flow={flow}
      messageTitle={t('campaigns.emailForm.message')}
      whatsappAsLink
      actions={
        <Button variant="secondary" onPress={() => setPreviewing(true)}>
          {t('campaigns.preview.open')}
        </Button>
      }
      after={<EmailPreview kind={kind} campanhaId={props.campanhaId} draft={values} isOpen={previewing} onOpenChange={setPreviewing} />}
    >
      <FieldPair>
        <TextField
          name="titulo"
          label={t('campaigns.emailForm.titulo')}
          isRequired
          value={values.titulo}
          onChange={set('titulo')}
          errorMessage={errors.titulo}
        />
        <TextField
          name="responder"
          type="email"
          label={t('campaigns.emailForm.responder')}
          isRequired
          value={values.responder}
          onChange={set('responder')}
          errorMessage={errors.responder}
        />
      </FieldPair>
      <TextField
        name="assunto"
        label={t('campaigns.emailForm.assunto')}
        isRequired
        value={values.assunto}
        onChange={set('assunto')}
        errorMessage={errors.assunto}
      />
      <Suspense fallback={<Spinner label={t('campaigns.emailForm.editorLoading')} showLabel />}>
        <RichTextEditor
          label={t('campaigns.emailForm.corpo')}
          value={values.corpo}
          onChange={set('corpo')}
          errorMessage={errors.corpo}
          produtoId={props.produtoId}
        />
      </Suspense>
    </StepForm>
  );
}
