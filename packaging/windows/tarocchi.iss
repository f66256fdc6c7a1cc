; Inno Setup 6 script for the Tarocchi Windows installer.
; Built by packaging\build-windows.ps1 after PyInstaller has made dist\tarocchi\:
;   ISCC.exe /DAppVersion=0.1.0 packaging\windows\tarocchi.iss
; Output: dist\tarocchi-<version>-windows-x64-setup.exe
; Per-user install by default (no administrator rights needed; the user may choose all users),
; Start-menu entry, optional desktop icon, uninstaller registered in "Apps & features".
; Relative paths below are relative to this file's folder.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\tarocchi"
#endif
#define AppName "Tarocchi"
#define AppExe "tarocchi.exe"

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{6F1D5B7A-3C2E-4A8B-9D41-7E2C5A9B0F13}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Tarocchi developers
AppComments=Tarot card games: French Tarot, Tarock, Italian and Swiss games, solitaires
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=tarocchi-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\icons\tarocchi.ico
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
Uninstallable=yes
UninstallDisplayName={#AppName} {#AppVersion}
UninstallDisplayIcon={app}\{#AppExe}
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: tarocchi.exe (with tarocchi.ico inside) and _internal\.
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\..\icons\tarocchi.ico"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
; Start menu: the app and its uninstaller.
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\tarocchi.ico"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\tarocchi.ico"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Files the app may write next to itself (never the user's games: those are in %APPDATA%\Tarocchi).
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
