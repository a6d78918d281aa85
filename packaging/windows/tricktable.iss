; Inno Setup script for Trick Table on Windows: installs the two executables `make build` made
; (dist\tricktable.exe, windowed, and dist\tricktable-console.exe), a Start-menu entry and an
; uninstaller. Built by the release workflow (.github/workflows/release.yml); by hand:
;   iscc /DAppVersion=0.1.0 packaging\windows\tricktable.iss
; Writes dist\tricktable-VERSION-setup.exe. Not built or run on the Linux development machines.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\tricktable.iss
#endif

[Setup]
AppId={{6F1C2B4E-7A1D-4C38-9E4B-3D2F5A6B7C81}
AppName=Trick Table
AppVersion={#AppVersion}
AppPublisher=Trick Table
DefaultDirName={autopf}\Trick Table
DefaultGroupName=Trick Table
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
SetupIconFile=..\..\assets\icon.ico
UninstallDisplayIcon={app}\tricktable.exe
OutputDir=..\..\dist
OutputBaseFilename=tricktable-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Files]
Source: "..\..\dist\tricktable.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "..\..\dist\tricktable-console.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "..\..\LICENSE"; DestDir: "{app}"; DestName: "LICENSE.txt"

[Icons]
Name: "{group}\Trick Table"; Filename: "{app}\tricktable.exe"
Name: "{group}\Uninstall Trick Table"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Trick Table"; Filename: "{app}\tricktable.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Run]
Filename: "{app}\tricktable.exe"; Description: "{cm:LaunchProgram,Trick Table}"; Flags: nowait postinstall skipifsilent
