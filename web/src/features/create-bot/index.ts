export { CreateBotWizard } from './create-bot-wizard';
export { UploadPage } from './upload-page';
